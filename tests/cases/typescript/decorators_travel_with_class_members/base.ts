import { Controller, Get } from './http';
import { Order, OrderService } from './orders';

@Controller('/orders')
export class OrdersController {
  constructor(private readonly orders: OrderService) {}

  @Get('/')
  list(): Order[] {
    return this.orders.all();
  }
}
