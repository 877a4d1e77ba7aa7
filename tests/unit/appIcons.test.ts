/** The app's icons module (worker/html/appIcons.ts) is what `npm run app-icons` makes from the favicon and tokens now. */
import { describe, expect, it } from "vitest";
import { appIconData } from "../../scripts/lib/appIcons";
import { appColours, appIcons } from "../../worker/html/appIcons";

describe("the app's icons", () => {
  it("are up to date with public/favicon.svg and src/styles/tokens.css", () => {
    const { colours, icons } = appIconData();
    expect(appColours).toEqual(colours);
    expect(appIcons).toEqual(icons);
  });
});
