module "vpc" {
  source = "terraform-aws-modules/vpc/aws"

  private_subnets = [
    "10.0.1.0/24",
    "10.0.2.0/24",
  ]
}
