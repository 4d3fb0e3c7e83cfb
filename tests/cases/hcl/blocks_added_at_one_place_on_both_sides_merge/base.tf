variable "region" {
  type    = string
  default = "eu-west-1"
}

output "vpc_id" {
  value = aws_vpc.main.id
}
