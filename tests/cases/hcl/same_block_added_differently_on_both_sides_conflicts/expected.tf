variable "region" {
  type = string
}
<<<<<<< left

output "region" {
  value = var.region
}
||||||| base
=======

output "region" {
  value       = var.region
  description = "The region of every resource"
}
>>>>>>> right
