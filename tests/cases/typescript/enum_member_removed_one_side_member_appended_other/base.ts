export enum Role {
  Admin = 'admin',
  Editor = 'editor',
  Guest = 'guest'
}
