import { useRouteError } from 'react-router';

export function ErrorPage() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main>
      <h1 lang="en">Unexpected Application Error!</h1>
      <p>{message}</p>
    </main>
  );
}
