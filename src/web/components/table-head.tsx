import { Table } from '@mantine/core';

/** A table's header row: one column header per name. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th scope="col" key={column}>
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
