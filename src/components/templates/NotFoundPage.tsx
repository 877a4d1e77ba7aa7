import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";

/** The page for unknown routes. */
export function NotFoundPage() {
  return (
    <Container className="py-24 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">
        The page you asked for does not exist or has moved. Our services, projects and contact details are all a click
        away from the home page.
      </p>
      <ButtonLink href="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </Container>
  );
}
