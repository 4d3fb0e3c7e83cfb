package com.acme.users

import scala.concurrent.Future

class UserService(repo: UserRepository, mailer: Mailer) {

  def find(id: Long): Future[Option[User]] =
    repo.byId(id)

  def register(email: String): Future[User] = {
    val user = User(email = email.trim.toLowerCase)
    repo.insert(user).flatMap { saved =>
      mailer.sendWelcome(saved.email).map(_ => saved)
    }
  }

  def deactivate(id: Long): Future[Unit] =
    repo.update(id)(_.copy(active = false))
}
