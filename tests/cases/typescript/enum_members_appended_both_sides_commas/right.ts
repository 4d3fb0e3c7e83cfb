export enum Color {
  Red = 'red',
  Green = 'green',
  Black = 'black'
}

export const fallback = Color.Red;
