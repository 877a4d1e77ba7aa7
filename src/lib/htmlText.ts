/** The entities React and Pagefind write into text, decoded; anything else is left as it is. */
const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

export const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (whole, name: string) => entities[name] ?? whole);
