import { Box, Modal, Text } from "@mantine/core";
import { inWords } from "../resources/inWords";
import type { CrudRecord, ReadOnlyResource } from "../resources/types";

interface ResourceDetailModalProps {
  declaration: ReadOnlyResource;
  record: CrudRecord;
  onClose: () => void;
}

/** Reads a record of a resource that has no form (e.g. contact messages). */
export function ResourceDetailModal({ declaration, record, onClose }: ResourceDetailModalProps) {
  return (
    <Modal opened onClose={onClose} title={declaration.texts.readTitle} size="lg">
      <Box component="dl" m={0} sx={{ display: "grid", gap: 8 }}>
        {declaration.details.map(({ name, label, format }) => (
          <div key={name}>
            <Text component="dt" weight={600} size="sm">
              {label}
            </Text>
            <Text component="dd" m={0} sx={{ whiteSpace: "pre-wrap" }}>
              {format && record[name] !== null && record[name] !== undefined ? format(record) : inWords(record[name])}
            </Text>
          </div>
        ))}
      </Box>
    </Modal>
  );
}
