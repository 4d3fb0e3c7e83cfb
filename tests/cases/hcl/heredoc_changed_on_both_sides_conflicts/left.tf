resource "aws_iam_policy" "read" {
  name   = "read"
  policy = <<-EOT
    {
      "Version": "2012-10-17",
      "Statement": [{"Effect": "Allow", "Action": "s3:ListBucket", "Resource": "*"}]
    }
  EOT
}
