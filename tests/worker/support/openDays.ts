/** London dates the firm is open (business.json's hours, as the form reads them), for tests that book visits. */
import { businessWeek } from "../../../src/lib/openingHours";
import { londonIsoDate } from "../../../src/lib/londonTime";

export interface OpenDay {
  date: string;
  opens: string;
  closes: string;
}

/** The next `count` open days from the day after tomorrow (so every part of each is ahead). */
export function openDays(count: number): OpenDay[] {
  const days: OpenDay[] = [];
  for (let i = 2; days.length < count; i++) {
    const date = londonIsoDate(new Date(Date.now() + i * 86_400_000));
    const hours = businessWeek[new Date(`${date}T00:00:00Z`).getUTCDay()];
    if (hours) days.push({ date, ...hours });
  }
  return days;
}

/** A day in the week ahead the firm is closed, if business.json has one. */
export function closedDay(): string | undefined {
  for (let i = 2; i < 9; i++) {
    const date = londonIsoDate(new Date(Date.now() + i * 86_400_000));
    if (!businessWeek[new Date(`${date}T00:00:00Z`).getUTCDay()]) return date;
  }
  return undefined;
}

/** `08:00` plus `minutes`, as `HH:MM`. */
export const clockPlus = (clock: string, minutes: number) => {
  const total = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};
