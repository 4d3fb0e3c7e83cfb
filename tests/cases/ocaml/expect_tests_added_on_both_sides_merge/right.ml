let%expect_test "empty" =
  print_string (Render.run []);
  [%expect {| |}]

let%expect_test "two" =
  print_string (Render.run [ 1; 2 ]);
  [%expect {| 1,2 |}]
