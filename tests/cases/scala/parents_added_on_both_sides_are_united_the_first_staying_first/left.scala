package app

class OrderService(repo: OrderRepo) extends BaseService with Logging with Metrics {
  def find(id: Long): Option[Order] = repo.find(id)
}
