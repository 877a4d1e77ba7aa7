/** The address of a request's private page, from its token: the Worker makes it, the form shows it. */
export const requestPagePrefix = "/request";

export const requestPath = (token: string) => `${requestPagePrefix}/${token}`;
