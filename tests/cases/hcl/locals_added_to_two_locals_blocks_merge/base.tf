locals {
  name = "shop"
}

locals {
  common_tags = {
    Project = "shop"
  }
}
