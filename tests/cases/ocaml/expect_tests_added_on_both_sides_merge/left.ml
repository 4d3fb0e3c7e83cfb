let%expect_test "empty" =
  print_string (Render.run []);
  [%expect {| |}]

let%expect_test "one" =
  print_string (Render.run [ 1 ]);
  [%expect {| 1 |}]
