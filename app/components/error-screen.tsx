import { Link } from "react-router";

/** A full-page message with one way out, for 404s and failures. */
export function ErrorScreen({
  title,
  message,
  linkTo,
  linkLabel,
}: {
  title: string;
  message?: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {message ? <p className="mt-3 text-muted-foreground">{message}</p> : null}
      <Link
        to={linkTo}
        className="mt-6 font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {linkLabel}
      </Link>
    </div>
  );
}
