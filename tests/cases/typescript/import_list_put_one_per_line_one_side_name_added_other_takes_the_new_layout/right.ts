import { Cart, Order, Refund } from "./models";
