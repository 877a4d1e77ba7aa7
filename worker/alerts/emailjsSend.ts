/** One e-mail to the owner through EmailJS's REST API, with the account's private key. */
import { site } from "../../src/config/site";

export interface EmailJsEnv {
  EMAILJS_API_ORIGIN?: string;
  EMAILJS_PRIVATE_KEY?: string;
}

/** How long one send may take before it counts as failed. */
const sendTimeoutMs = 10_000;

export type SendOutcome = { ok: true } | { ok: false; error: string };

/** Sends the quote template with these parameters; the outcome says what EmailJS answered. */
export async function sendTemplate(env: EmailJsEnv, params: Record<string, string>): Promise<SendOutcome> {
  const origin = env.EMAILJS_API_ORIGIN || "https://api.emailjs.com";
  try {
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        service_id: site.emailjs.serviceId,
        template_id: site.emailjs.templateId,
        user_id: site.emailjs.publicKey,
        accessToken: env.EMAILJS_PRIVATE_KEY ?? "",
        template_params: params,
      }),
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    if (response.ok) return { ok: true };
    return { ok: false, error: `${response.status} ${(await response.text()).slice(0, 200)}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
