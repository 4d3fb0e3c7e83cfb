// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Staking {
    struct Stake {
        uint128 amount;
        uint64 since;
        bool active;
    }

    mapping(address => Stake) public stakes;

    function stake(uint128 amount) external {
        stakes[msg.sender] = Stake(amount, uint64(block.timestamp), true);
    }
}
