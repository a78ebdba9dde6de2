import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function NotFound() {
  return (
    <Stack>
      <Title order={1}>Page not found</Title>
      <Text>
        This admin page does not exist.{" "}
        <Anchor component={Link} to="/admin">
          Back to the dashboard
        </Anchor>
      </Text>
    </Stack>
  );
}
