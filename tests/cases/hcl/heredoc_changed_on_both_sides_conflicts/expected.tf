resource "aws_iam_policy" "read" {
  name   = "read"
  policy = <<-EOT
    {
      "Version": "2012-10-17",
<<<<<<< left
      "Statement": [{"Effect": "Allow", "Action": "s3:ListBucket", "Resource": "*"}]
||||||| base
      "Statement": [{"Effect": "Allow", "Action": "s3:GetObject", "Resource": "*"}]
=======
      "Statement": [{"Effect": "Allow", "Action": "s3:GetObjectVersion", "Resource": "*"}]
>>>>>>> right
    }
  EOT
}
