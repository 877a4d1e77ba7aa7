import { MessageCircle } from "lucide-react";
import { whatsAppHref } from "../../lib/contactLinks";

/**
 * The fixed round chat button at the bottom right of every page. On phones it
 * sits above the quick-action bar so the two never overlap.
 */
export function ChatButton() {
  return (
    <a
      href={whatsAppHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full bg-chat text-white shadow-raised hover:bg-chat/90 focus-visible:outline-offset-4 md:bottom-4"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
