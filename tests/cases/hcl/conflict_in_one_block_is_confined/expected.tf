resource "aws_security_group" "web" {
  name        = "web"
  description = "Web servers behind the load balancer"
}

resource "aws_instance" "web" {
  ami           = "ami-123"
<<<<<<< left
  instance_type = "t3.small"
||||||| base
  instance_type = "t3.micro"
=======
  instance_type = "t3.medium"
>>>>>>> right
}

resource "aws_eip" "web" {
  instance = aws_instance.web.id
  domain   = "vpc"
}
