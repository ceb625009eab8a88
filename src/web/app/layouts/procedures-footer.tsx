import { Container, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { proceduresNotices } from '#shared/legal/procedures-notices.ts';
import classes from './layouts.module.css';

const EMAIL = /([^\s()<>;]+@[^\s()<>;]+\.[a-z]{2,})/i;

/** A notice paragraph with its e-mail addresses as mailto links. */
function WithEmailLinks({ text }: { text: string }) {
  let offset = 0;
  // split() with a capture group keeps the addresses, at odd positions; each piece is keyed by its offset.
  const pieces = text.split(new RegExp(EMAIL, 'gi')).map((part, index) => {
    const piece = { part, offset, email: index % 2 === 1 };
    offset += part.length;
    return piece;
  });
  return pieces.map(({ part, offset: at, email }) =>
    email ? (
      <a key={at} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={at}>{part}</Fragment>
    ),
  );
}

/** Legal notices under every procedure form: the same texts the receipt prints (#shared/legal). */
export function ProceduresFooter() {
  return (
    <footer className={classes.proceduresFooter}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          {proceduresNotices().map((notice) => (
            <section key={notice.id} aria-labelledby={notice.id}>
              <h2 id={notice.id}>{notice.titulo}</h2>
              {notice.parrafos.map((parrafo, index) => (
                <Text key={parrafo.slice(0, 40)} size="sm" mt={index === 0 ? 0 : 'xs'}>
                  <WithEmailLinks text={parrafo} />
                </Text>
              ))}
            </section>
          ))}
        </Stack>
      </Container>
    </footer>
  );
}
