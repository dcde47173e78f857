//
// MessagePack for C++ deserializing routine
//
// Copyright (C) 2018 KONDO Takatoshi
//
//    Distributed under the Boost Software License, Version 1.0.
//    (See accompanying file LICENSE_1_0.txt or copy at
//    http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef MSGPACK_X3_UNPACK_HPP
#define MSGPACK_X3_UNPACK_HPP

#include "msgpack/v2/x3_unpack.hpp"
#include "msgpack/v3/x3_unpack.hpp"

#endif // MSGPACK_X3_UNPACK_HPP
