import {
  Cart,
  Order,
} from "./models";
