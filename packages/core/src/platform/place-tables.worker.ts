import { placeColumns } from '@landscape/design';

// Builds the address tables' columns in a process of its own and sends them to the server that forked it
// (structured clone keeps the typed arrays whole); the build's scratch memory leaves with the process
// (place-tables.ts).
process.send!(placeColumns(), () => process.exit(0));
