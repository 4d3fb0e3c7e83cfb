// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Auction {
    enum State {
        Created,
        Open,
        Closed,
        Settled
    }

    State public state;

    function open() external {
        state = State.Open;
    }
}
