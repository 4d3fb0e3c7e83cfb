export const retries = {
  connect: 3, // the server may be starting
  read: 1, // reads are idempotent
};
