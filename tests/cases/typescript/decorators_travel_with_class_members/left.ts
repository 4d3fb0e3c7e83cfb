import { Controller, Get } from './http';
import { Order, OrderService } from './orders';

@Controller('/orders')
export class OrdersController {
  constructor(private readonly orders: OrderService) {}

  @Get('/')
  list(): Order[] {
    return this.orders.all();
  }

  @Get('/:id')
  show(id: string): Order | undefined {
    return this.orders.find(id);
  }
}
