import type { z } from "zod";

/**
 * Validates a content file's data, failing the build with the file and the
 * field at fault, so an edit that breaks a rule names where to fix it.
 */
export function parseData<S extends z.ZodType>(schema: S, data: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new Error(`src/content/site/${file} is not valid:\n${problems.join("\n")}`);
}
