package app

class OrderService(repo: OrderRepo) extends BaseService with Logging with Metrics with Tracing {
  def find(id: Long): Option[Order] = repo.find(id)
}
