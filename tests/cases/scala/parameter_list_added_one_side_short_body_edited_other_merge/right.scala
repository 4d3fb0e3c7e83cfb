package com.acme.users

import java.time.Instant
import scala.concurrent.Future

class UserService(repo: UserRepository, mailer: Mailer) {

  def find(id: Long): Future[Option[User]] =
    repo.byId(id)

  def register(email: String): Future[User] = {
    val normalized = email.trim.toLowerCase
    require(normalized.contains("@"), s"invalid email: $email")
    val user = User(email = normalized)
    repo.insert(user).flatMap { saved =>
      mailer.sendWelcome(saved.email).map(_ => saved)
    }
  }

  def deactivate(id: Long): Future[Unit] =
    repo.update(id)(_.copy(active = false, deactivatedAt = Some(Instant.now())))
}
