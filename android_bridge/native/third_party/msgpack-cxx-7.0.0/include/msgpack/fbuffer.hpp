//
// MessagePack for C++ FILE* buffer adaptor
//
// Copyright (C) 2013 Vladimir Volodko
//
//    Distributed under the Boost Software License, Version 1.0.
//    (See accompanying file LICENSE_1_0.txt or copy at
//    http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef MSGPACK_FBUFFER_HPP
#define MSGPACK_FBUFFER_HPP

#include "msgpack/fbuffer_decl.hpp"

#include "msgpack/v1/fbuffer.hpp"

#endif // MSGPACK_FBUFFER_HPP
