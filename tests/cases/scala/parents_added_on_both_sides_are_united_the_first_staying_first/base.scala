package app

class OrderService(repo: OrderRepo) extends BaseService with Logging {
  def find(id: Long): Option[Order] = repo.find(id)
}
