import { MessageCircle } from "lucide-react";
import { whatsAppHref } from "../../lib/actions";

/** The fixed round chat button at the bottom right of every page. */
export function ChatButton() {
  return (
    <a
      href={whatsAppHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-[#0b6b3a] text-white shadow-lg hover:bg-[#095c32] focus-visible:outline-offset-4"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
