import { Box, Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Props = { title: string; children?: ReactNode };

/** The page's single h1 with its lead paragraph, on a soft band at the top of the page. */
export function PageIntro({ title, children }: Props) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={(theme) => ({ background: `linear-gradient(180deg, ${theme.colors.brand[0]} 0%, ${theme.white} 100%)` })}
    >
      <Container size="lg" py={48}>
        <Title order={1} id="page-title" align="center" color="brand.8">
          {title}
        </Title>
        {children && (
          <Text component="p" size="lg" color="gray.8" align="center" mt="md" mb={0} mx="auto" maw={760}>
            {children}
          </Text>
        )}
      </Container>
    </Box>
  );
}
