import { Controller, Get, Post, Roles } from './http';
import { Order, OrderService } from './orders';

@Controller('/orders')
export class OrdersController {
  constructor(private readonly orders: OrderService) {}

  @Get('/')
  list(): Order[] {
    return this.orders.all();
  }

  @Post('/')
  @Roles('admin')
  create(order: Order): Order {
    return this.orders.save(order);
  }
}
