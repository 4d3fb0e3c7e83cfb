resource "aws_db_instance" "main" {
  engine         = "postgres"
  instance_class = "db.t3.micro"

  lifecycle {
    prevent_destroy = true
  }
}
