package app

class OrderService(repo: OrderRepo) extends BaseService with Logging with Tracing {
  def find(id: Long): Option[Order] = repo.find(id)
}
