/**
 * The small-screen menu: a disclosure button that shows the links, closes
 * when a link is chosen or Escape is pressed. Plain DOM so no page ships React.
 */
const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");

if (toggle && menu) {
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    toggle.querySelector('[data-menu-icon="open"]')?.classList.toggle("hidden", open);
    toggle.querySelector('[data-menu-icon="close"]')?.classList.toggle("hidden", !open);
  };
  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}
