import { sectionTitles } from "../../config/pageCopy";
import { Button, ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";

const words = sectionTitles.notFound;

/** The page for unknown routes. */
export function NotFoundPage() {
  return (
    <Container className="py-24 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-3xl font-bold">{words.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">{words.text}</p>
      <form role="search" data-search-start className="mx-auto mt-8 flex max-w-md gap-2 text-left">
        <label htmlFor="not-found-search" className="sr-only">
          {words.searchLabel}
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          placeholder={words.placeholder}
          className="min-w-0 flex-1 rounded-md border border-line bg-page px-3 py-2.5 text-base text-ink placeholder:text-muted focus:outline-2 focus:outline-offset-1 focus:outline-brand"
        />
        <Button type="submit" variant="secondary">
          {words.searchButton}
        </Button>
      </form>
      <ButtonLink href="/" className="mt-8">
        {words.home}
      </ButtonLink>
    </Container>
  );
}
