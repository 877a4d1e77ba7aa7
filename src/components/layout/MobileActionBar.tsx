import { FileText, Phone } from "lucide-react";
import { quoteHref } from "../../lib/contactLinks";
import { site } from "../../config/site";
import { buttonVariants } from "../ui/Button";

/**
 * Call and quote within thumb's reach on phones: a bar fixed to the bottom
 * edge, clear of the home indicator. Wider screens have the header button.
 */
export function MobileActionBar() {
  return (
    <nav
      aria-label="Quick actions"
      data-action-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-raised/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-raised backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-2 gap-2">
        <li>
          <a
            href={`tel:${site.phone.e164}`}
            className={buttonVariants({ variant: "secondary", className: "w-full px-3 whitespace-nowrap" })}
          >
            <Phone aria-hidden="true" className="size-5" />
            Call<span className="sr-only"> {site.phone.display}</span>
          </a>
        </li>
        <li>
          <a href={quoteHref} className={buttonVariants({ className: "w-full px-3 whitespace-nowrap" })}>
            <FileText aria-hidden="true" className="size-5" />
            Get Free Quote
          </a>
        </li>
      </ul>
    </nav>
  );
}
