let%expect_test "empty" =
  print_string (Render.run []);
  [%expect {| |}]
