resource "aws_instance" "web" {
  ami           = "ami-0c55b159cbfafe1f0"
<<<<<<< left
  instance_type = "t3.small"
||||||| base
  instance_type = "t3.micro"
=======
  instance_type = "t3.large"
>>>>>>> right
  monitoring    = true
}
