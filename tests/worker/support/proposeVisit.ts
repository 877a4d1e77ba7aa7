/** The owner's proposal of visit times on a lead's page, as the Chromium walks make it. */
import type { Page } from "playwright-core";
import visitsCopy from "../../../worker/visits/copy.json";
import { openDays, type OpenDay } from "./openDays";

/**
 * The owner proposes the first open day's morning and the second's afternoon on the lead's page,
 * and waits for the page to say it is saved. Returns the two days.
 */
export async function proposeTwo(owner: Page, leadUrl: string): Promise<[OpenDay, OpenDay]> {
  const [first, second] = openDays(2) as [OpenDay, OpenDay];
  await owner.goto(leadUrl);
  await owner.locator('input[name="date1"]').fill(first.date);
  await owner.locator('select[name="part1"]').selectOption("am");
  await owner.locator('input[name="date2"]').fill(second.date);
  await owner.locator('select[name="part2"]').selectOption("pm");
  await owner.getByRole("button", { name: visitsCopy.owner.propose }).click();
  await owner.getByText(visitsCopy.owner.saved).waitFor();
  return [first, second];
}
