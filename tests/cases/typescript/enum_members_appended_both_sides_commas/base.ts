export enum Color {
  Red = 'red',
  Green = 'green'
}

export const fallback = Color.Red;
